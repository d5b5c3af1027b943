declare module '@generated/app-qr-codes/default/codes.json' {
  const codes: {readonly ios: string; readonly android: string};
  export default codes;
}

/** A group of marketing strings; importing it adds them to the translations (see plugins/page-speed). */
declare module '@generated/page-speed/default/*.js';
