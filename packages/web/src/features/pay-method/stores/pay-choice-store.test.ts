import { beforeEach, describe, expect, it } from 'vitest';
import { forgetIdentity, initIdentity } from '../../../lib/identity';
import { specificNumber, usePayChoice } from './pay-choice-store';
import { payChoiceStorageKey, storedPayChoice } from './pay-type';

function signIn(token: string) {
  window.history.replaceState(null, '', `/#/individual?token=${token}&deviceId=d-${token}`);
  initIdentity(window);
}

const stored = () =>
  JSON.parse(localStorage.getItem(`hl:${payChoiceStorageKey()}`) ?? 'null')?.state;

beforeEach(() => {
  localStorage.clear();
  usePayChoice.getState().startFresh();
});

describe('the stored pay-method choice', () => {
  it('marks a fresh repayment as default and a chosen one as not', () => {
    usePayChoice.getState().startFresh();
    expect(stored()).toEqual({ payType: '', payCode: '', specificNum: 0, isDefault: 1 });
    usePayChoice.getState().choose({ payType: '1', payCode: 'BCA', methodIndex: 0 });
    expect(stored()).toEqual({ payType: '1', payCode: 'BCA', specificNum: 1, isDefault: 0 });
  });

  it('stores the method number offset by one, so the first method is not "none"', () => {
    usePayChoice.getState().choose({ payType: '1', payCode: 'BCA', methodIndex: 0 });
    expect(usePayChoice.getState().specificNum).toBe(1);
    expect(specificNumber(usePayChoice.getState())).toBe(0);
    usePayChoice.getState().choose({ payType: '2', payCode: 'ALFAMART', methodIndex: null });
    expect(usePayChoice.getState().specificNum).toBe(0);
    expect(specificNumber(usePayChoice.getState())).toBeNull();
  });

  it('clears the code and method when the type changes', () => {
    usePayChoice.getState().choose({ payType: '1', payCode: 'BCA', methodIndex: 2 });
    usePayChoice.getState().changeType('2');
    expect(stored()).toMatchObject({ payType: '2', payCode: '', specificNum: 0 });
  });

  it('survives a reload', async () => {
    usePayChoice.getState().choose({ payType: '1', payCode: 'MANDIRI', methodIndex: 1 });
    const saved = localStorage.getItem(`hl:${payChoiceStorageKey()}`);
    usePayChoice.setState({ payType: '', payCode: '', specificNum: 0, isDefault: 1 });
    localStorage.setItem(`hl:${payChoiceStorageKey()}`, saved ?? '');
    await usePayChoice.persist.rehydrate();
    expect(usePayChoice.getState()).toMatchObject({
      payType: '1',
      payCode: 'MANDIRI',
      specificNum: 2,
      isDefault: 0,
    });
  });

  it("is the borrower's own: another borrower never sees it, replacing or logging out clears it", () => {
    signIn('alice');
    usePayChoice.getState().choose({ payType: '2', payCode: 'ALFAMART', methodIndex: null });
    expect(storedPayChoice()).toMatchObject({ payType: '2', payCode: 'ALFAMART' });
    // Alice's next start (a reload, a new webview) finds it.
    sessionStorage.clear();
    signIn('alice');
    expect(storedPayChoice().payCode).toBe('ALFAMART');
    // A new webview on the same phone for Bob (Alice logged out in the app, which our pages never
    // hear of): Alice's choice is not his, and his start removes it.
    sessionStorage.clear();
    signIn('bob');
    expect(storedPayChoice()).toMatchObject({ payType: '', payCode: '', isDefault: 1 });
    expect(JSON.stringify(localStorage)).not.toContain('ALFAMART');
    // Bob replaces Alice in the same webview: hers is forgotten.
    signIn('alice');
    usePayChoice.getState().choose({ payType: '2', payCode: 'INDOMARET', methodIndex: null });
    signIn('bob');
    expect(JSON.stringify(localStorage)).not.toContain('INDOMARET');
    signIn('alice');
    usePayChoice.getState().choose({ payType: '1', payCode: 'BCA', methodIndex: 0 });
    forgetIdentity();
    expect(JSON.stringify(localStorage)).not.toContain('BCA');
  });
});
