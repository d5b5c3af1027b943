/** Finds a program from Debian's packages, installing the package with apt when missing and root. */
export function ensureDebianProgram(program: {path: string; pkg: string; name: string; variable?: string}): string;
