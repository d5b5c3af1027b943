/**
 * The free 3-day comic Pro offer (deals/manga) as one pure state machine. The page feeds it what
 * it learns (the session, the extension marker, the server's answer to a claim) and shows the one
 * view `offerView` derives from that and the clock. A claim can start only from a view that offers
 * it, so a double click sends one request.
 */
import type {TimeWindow} from '@interlinear/shared/settings';

/** How long the membership the offer grants lasts. */
export const OFFER_DAYS = 3;

/** Why the server turned a claim down. */
export type Refusal = 'loginRequired' | 'emailUnverified' | 'notNewUser' | 'alreadyClaimed' | 'ended';

export interface OfferState {
  /** The offer window, in milliseconds since the epoch. */
  readonly opens: number;
  readonly closes: number;
  readonly session: 'unknown' | 'anonymous' | 'signedIn';
  /** Whether the signed-in account's email is confirmed, which the offer requires. */
  readonly verified: boolean;
  readonly extension: 'unknown' | 'missing' | 'installed';
  /** The visitor went to install the extension; the page must be refreshed to see it. */
  readonly installStarted: boolean;
  readonly claim:
    | {readonly status: 'idle'}
    | {readonly status: 'pending'}
    | {readonly status: 'succeeded'; readonly expiresAt: string}
    | {readonly status: 'refused'; readonly reason: Exclude<Refusal, 'loginRequired'>}
    | {readonly status: 'failed'};
}

export type OfferEvent =
  | {readonly type: 'session'; readonly signedIn: boolean; readonly verified?: boolean}
  | {readonly type: 'extension'; readonly installed: boolean}
  | {readonly type: 'installStarted'}
  | {readonly type: 'claim'; readonly now: number}
  | {readonly type: 'claimSucceeded'; readonly expiresAt: string}
  | {readonly type: 'claimRefused'; readonly reason: Refusal}
  | {readonly type: 'claimFailed'};

export type OfferView =
  | {readonly view: 'upcoming'; readonly opens: number}
  | {readonly view: 'ended'}
  | {readonly view: 'checking'}
  | {readonly view: 'loginRequired'}
  | {readonly view: 'unverified'}
  | {readonly view: 'extensionMissing'}
  | {readonly view: 'refreshAfterInstall'}
  | {readonly view: 'ready'}
  | {readonly view: 'claiming'}
  | {readonly view: 'claimed'; readonly expiresAt: string}
  | {readonly view: 'notEligible'; readonly reason: 'notNewUser' | 'alreadyClaimed'}
  | {readonly view: 'unreachable'};

export function initialOfferState(window: TimeWindow): OfferState {
  return {
    opens: Date.parse(window.start),
    closes: Date.parse(window.end),
    session: 'unknown',
    verified: false,
    extension: 'unknown',
    installStarted: false,
    claim: {status: 'idle'},
  };
}

/** What the visitor sees now. */
export function offerView(state: OfferState, now: number): OfferView {
  const {claim} = state;
  // A granted membership stays on screen even if the offer closes meanwhile.
  if (claim.status === 'succeeded') return {view: 'claimed', expiresAt: claim.expiresAt};
  if (claim.status === 'refused' && claim.reason === 'ended') return {view: 'ended'};
  if (now >= state.closes) return {view: 'ended'};
  if (now < state.opens) return {view: 'upcoming', opens: state.opens};
  if (state.session === 'unknown') return {view: 'checking'};
  if (state.session === 'anonymous') return {view: 'loginRequired'};
  // An unconfirmed address comes first: the server refuses it before anything else.
  if (!state.verified || (claim.status === 'refused' && claim.reason === 'emailUnverified'))
    return {view: 'unverified'};
  if (claim.status === 'refused' && claim.reason !== 'ended' && claim.reason !== 'emailUnverified')
    return {view: 'notEligible', reason: claim.reason};
  if (state.extension === 'unknown') return {view: 'checking'};
  if (state.extension === 'missing') return {view: state.installStarted ? 'refreshAfterInstall' : 'extensionMissing'};
  if (claim.status === 'pending') return {view: 'claiming'};
  if (claim.status === 'failed') return {view: 'unreachable'};
  return {view: 'ready'};
}

/** Views from which the claim button may send a request. */
export function canClaim(state: OfferState, now: number): boolean {
  const {view} = offerView(state, now);
  return view === 'ready' || view === 'unreachable';
}

export function offerReducer(state: OfferState, event: OfferEvent): OfferState {
  switch (event.type) {
    case 'session':
      return {...state, session: event.signedIn ? 'signedIn' : 'anonymous', verified: event.verified === true};
    case 'extension':
      return {...state, extension: event.installed ? 'installed' : 'missing'};
    case 'installStarted':
      return state.extension === 'missing' ? {...state, installStarted: true} : state;
    case 'claim':
      return canClaim(state, event.now) ? {...state, claim: {status: 'pending'}} : state;
    case 'claimSucceeded':
      return state.claim.status === 'pending'
        ? {...state, claim: {status: 'succeeded', expiresAt: event.expiresAt}}
        : state;
    case 'claimRefused':
      if (state.claim.status !== 'pending') return state;
      // The session ran out between loading the page and claiming: ask to sign in again.
      if (event.reason === 'loginRequired') return {...state, session: 'anonymous', claim: {status: 'idle'}};
      return {...state, claim: {status: 'refused', reason: event.reason}};
    case 'claimFailed':
      return state.claim.status === 'pending' ? {...state, claim: {status: 'failed'}} : state;
  }
}
