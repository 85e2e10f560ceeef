import { brandConfig } from '../../config';
import { forgetIdentity } from '../identity';

// What a call does when the server says the session has expired. Logging out is the shell's (the
// bridge's `logout`): the app hands that action in (`onSessionExpired`, from app/kit-actions.tsx),
// as it hands the kit its actions, so the http client imports no bridge.

let logOut: () => void = () => undefined;

/** The app's logout for an expired session (the shell takes the borrower to its login). */
export function onSessionExpired(action: () => void): void {
  logOut = action;
}

/** Whether a server code means the session has expired (the brand's codes). */
export function isSessionExpired(code: string): boolean {
  return brandConfig.sessionExpiredCodes.includes(code);
}

/** Ends the session: the borrower's drafts and identity go before the shell takes over the login. */
export function endSession(): void {
  forgetIdentity();
  logOut();
}
