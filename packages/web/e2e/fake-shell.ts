/**
 * An Android shell speaking the "message" protocol, injected before the page's scripts. It records
 * every wire message in `window.__shellCalls` and answers each call as the real shell would.
 */
export interface ShellCall {
  bridge: number;
  session: string;
  id: number;
  method: string;
  params: Record<string, unknown>;
}

export function fakeAndroidShellScript(answers: Record<string, unknown> = {}): string {
  return `(() => {
    const answers = ${JSON.stringify(answers)};
    const calls = [];
    window.__shellCalls = calls;
    window.__shellEmit = (event, data) => window.LoanNativeReceive(JSON.stringify({ bridge: 1, event, data: data || {} }));
    window.LoanNative = {
      postMessage(json) {
        const msg = JSON.parse(json);
        calls.push(msg);
        let result = null;
        if (msg.method === 'hello') {
          result = { contract: 1, platform: 'android', appVersion: '3.2.0', methods: ['openPage','closeWebview','goHome','goMine','logout','call','rate','trackConfirm','bankStart','bankEnd','hello'] };
        } else if (msg.method === 'rate') {
          result = { shown: true };
        }
        if (Object.prototype.hasOwnProperty.call(answers, msg.method)) result = answers[msg.method];
        setTimeout(() => window.LoanNativeReceive && window.LoanNativeReceive(JSON.stringify({ bridge: 1, session: msg.session, id: msg.id, ok: true, result })), 5);
      },
    };
  })();`;
}
