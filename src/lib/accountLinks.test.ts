import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {tokenFrom} from './accountLinks';

describe('the token of an emailed link', () => {
  it('is read only when it has the form the server issues', () => {
    const token = 'a'.repeat(40) + '_-9';
    expect(tokenFrom(`?token=${token}`)).toBe(token);
    expect(tokenFrom(`?utm=x&token=${token}`)).toBe(token);
    expect(tokenFrom('?token=short')).toBeNull();
    expect(tokenFrom(`?token=${token}%2F`)).toBeNull();
    expect(tokenFrom('')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (search) => {
        const found = tokenFrom(search);
        if (found !== null) expect(found).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }),
    );
  });
});
