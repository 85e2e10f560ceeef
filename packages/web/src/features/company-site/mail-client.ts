/**
 * Opens the visitor's mail client with a prepared message (architecture decision for the contact
 * form: nothing is sent to a server). An object, so tests can watch the call.
 */
export const mailClient = {
  open(url: string, win: Window = window): void {
    win.location.href = url;
  },
};

export function mailtoUrl(to: string, subject: string, body: string): string {
  // encodeURIComponent, not URLSearchParams: mail clients read '+' literally, not as a space.
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
