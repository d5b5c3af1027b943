import {describe, expect, it} from 'vitest';
import {canClaim, initialOfferState, offerReducer, offerView, type OfferEvent, type OfferState} from './mangaOffer';

const WINDOW = {start: '2026-11-01T00:00:00Z', end: '2027-03-01T00:00:00Z'};
const BEFORE = Date.parse('2026-10-31T23:59:59Z');
const DURING = Date.parse('2026-12-24T12:00:00Z');
const AFTER = Date.parse('2027-03-01T00:00:00Z');

const run = (...events: OfferEvent[]): OfferState => events.reduce(offerReducer, initialOfferState(WINDOW));
const viewAfter = (now: number, ...events: OfferEvent[]) => offerView(run(...events), now).view;

const signedIn: OfferEvent = {type: 'session', signedIn: true, verified: true};
const unconfirmed: OfferEvent = {type: 'session', signedIn: true, verified: false};
const anonymous: OfferEvent = {type: 'session', signedIn: false};
const installed: OfferEvent = {type: 'extension', installed: true};
const missing: OfferEvent = {type: 'extension', installed: false};
const claim: OfferEvent = {type: 'claim', now: DURING};
const granted: OfferEvent = {type: 'claimSucceeded', expiresAt: '2026-12-27T12:00:00Z'};

describe('offer window', () => {
  it('is upcoming before it opens and ended from its end on, whatever else is known', () => {
    expect(offerView(run(signedIn, installed), BEFORE)).toEqual({view: 'upcoming', opens: Date.parse(WINDOW.start)});
    expect(viewAfter(AFTER, signedIn, installed)).toBe('ended');
    expect(viewAfter(AFTER)).toBe('ended');
    expect(viewAfter(DURING, signedIn, installed)).toBe('ready');
  });
});

describe('what the page learns', () => {
  it('checks until it knows the session, then the extension', () => {
    expect(viewAfter(DURING)).toBe('checking');
    expect(viewAfter(DURING, installed)).toBe('checking');
    expect(viewAfter(DURING, signedIn)).toBe('checking');
  });
  it('asks a visitor who is not signed in to log in first, extension or not', () => {
    expect(viewAfter(DURING, anonymous)).toBe('loginRequired');
    expect(viewAfter(DURING, anonymous, missing)).toBe('loginRequired');
    expect(viewAfter(DURING, anonymous, installed)).toBe('loginRequired');
  });
  it('asks a signed-in visitor without the extension to install it, then to refresh', () => {
    expect(viewAfter(DURING, signedIn, missing)).toBe('extensionMissing');
    expect(viewAfter(DURING, signedIn, missing, {type: 'installStarted'})).toBe('refreshAfterInstall');
    expect(viewAfter(DURING, signedIn, installed, {type: 'installStarted'})).toBe('ready');
  });
});

describe('claiming', () => {
  it('claims once: a second click while the first is on its way changes nothing', () => {
    const pending = run(signedIn, installed, claim);
    expect(offerView(pending, DURING).view).toBe('claiming');
    expect(offerReducer(pending, claim)).toBe(pending);
    expect(canClaim(pending, DURING)).toBe(false);
  });
  it('shows the granted membership, and keeps showing it after the offer closes', () => {
    const done = run(signedIn, installed, claim, granted);
    expect(offerView(done, DURING)).toEqual({view: 'claimed', expiresAt: '2026-12-27T12:00:00Z'});
    expect(offerView(done, AFTER).view).toBe('claimed');
    expect(offerReducer(done, claim)).toBe(done);
  });
  it('maps each refusal to its view', () => {
    expect(offerView(run(signedIn, installed, claim, {type: 'claimRefused', reason: 'notNewUser'}), DURING)).toEqual({
      view: 'notEligible',
      reason: 'notNewUser',
    });
    expect(
      offerView(run(signedIn, installed, claim, {type: 'claimRefused', reason: 'alreadyClaimed'}), DURING),
    ).toEqual({view: 'notEligible', reason: 'alreadyClaimed'});
    expect(viewAfter(DURING, signedIn, installed, claim, {type: 'claimRefused', reason: 'ended'})).toBe('ended');
    expect(viewAfter(DURING, signedIn, installed, claim, {type: 'claimRefused', reason: 'loginRequired'})).toBe(
      'loginRequired',
    );
  });
  it('asks a signed-in visitor whose email is not confirmed to confirm it first, and does not claim', () => {
    expect(viewAfter(DURING, unconfirmed, installed)).toBe('unverified');
    expect(viewAfter(DURING, unconfirmed, missing)).toBe('unverified');
    expect(canClaim(run(unconfirmed, installed), DURING)).toBe(false);
    expect(run(unconfirmed, installed, claim).claim.status).toBe('idle');
    // The server knows better than the page: a refusal for an unconfirmed address shows the same view.
    expect(viewAfter(DURING, signedIn, installed, claim, {type: 'claimRefused', reason: 'emailUnverified'})).toBe(
      'unverified',
    );
    expect(viewAfter(AFTER, unconfirmed, installed)).toBe('ended');
  });
  it('offers a retry when the server cannot be reached, and the retry can succeed', () => {
    const failed = run(signedIn, installed, claim, {type: 'claimFailed'});
    expect(offerView(failed, DURING).view).toBe('unreachable');
    expect(canClaim(failed, DURING)).toBe(true);
    expect(offerView(offerReducer(offerReducer(failed, claim), granted), DURING).view).toBe('claimed');
  });
  it('refuses to start a claim from any view that does not offer it', () => {
    for (const state of [
      run(),
      run(anonymous),
      run(signedIn, missing),
      run(signedIn, installed, claim, {type: 'claimRefused', reason: 'notNewUser'}),
    ]) {
      expect(offerReducer(state, claim)).toBe(state);
    }
    const ready = run(signedIn, installed);
    expect(offerReducer(ready, {type: 'claim', now: AFTER})).toBe(ready);
    expect(offerReducer(ready, {type: 'claim', now: BEFORE})).toBe(ready);
  });
  it('ignores answers that arrive without a claim on its way', () => {
    const ready = run(signedIn, installed);
    for (const answer of [
      granted,
      {type: 'claimFailed'},
      {type: 'claimRefused', reason: 'notNewUser'},
    ] as OfferEvent[]) {
      expect(offerReducer(ready, answer)).toBe(ready);
    }
    expect(offerReducer(ready, {type: 'installStarted'})).toBe(ready);
  });
});
