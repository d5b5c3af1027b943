declare module '@generated/app-qr-codes/default/codes.json' {
  const codes: {readonly ios: string; readonly android: string};
  export default codes;
}
