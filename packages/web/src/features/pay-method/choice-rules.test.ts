import { describe, expect, it } from 'vitest';
import type { Bank, MarketOption } from './api/init-pay-type';
import {
  chooseBank,
  chooseMarket,
  chooseMethod,
  chooseType,
  completeChoice,
  draftFromStored,
  effectiveMarket,
} from './choice-rules';

const banks: Bank[] = [
  { bankName: 'BCA', payCode: 'BCA', methods: ['ATM', 'MobileBank'] },
  { bankName: 'Mega', payCode: 'MEGA', methods: [] },
];
const markets: MarketOption[] = [
  { payCode: 'INDOMARET', name: 'INDOMARET' },
  { payCode: 'ALFAMART', name: 'ALFAMART' },
];

describe('pay-method choice rules', () => {
  it('starts from the stored choice, or a bank with nothing picked', () => {
    expect(draftFromStored({ payType: '', payCode: '', specificNum: 0, isDefault: 1 })).toEqual({
      payType: '1',
      bank: '',
      method: null,
      market: '',
    });
    expect(draftFromStored({ payType: '1', payCode: 'BCA', specificNum: 2, isDefault: 0 })).toEqual(
      { payType: '1', bank: 'BCA', method: 1, market: '' },
    );
    expect(
      draftFromStored({ payType: '2', payCode: 'INDOMARET', specificNum: 0, isDefault: 0 }),
    ).toEqual({
      payType: '2',
      bank: '',
      method: null,
      market: 'INDOMARET',
    });
  });

  it('clears the bank, the method and the market when the type changes', () => {
    const draft = { payType: '1' as const, bank: 'BCA', method: 1, market: '' };
    expect(chooseType(draft, '2')).toEqual({ payType: '2', bank: '', method: null, market: '' });
    expect(chooseType(draft, '1')).toBe(draft);
  });

  it('needs a bank before a method, and forgets the method of another bank', () => {
    const none = { payType: '1' as const, bank: '', method: null, market: '' };
    expect(chooseMethod(none, 0)).toBe('bankFirst');
    const withBank = chooseBank(none, 'BCA');
    const withMethod = chooseMethod(withBank, 1);
    expect(withMethod).toEqual({ payType: '1', bank: 'BCA', method: 1, market: '' });
    if (typeof withMethod === 'string') throw new Error('unreachable');
    expect(chooseBank(withMethod, 'MEGA').method).toBeNull();
    expect(chooseBank(withMethod, 'BCA').method).toBe(1);
  });

  it('defaults the market to ALFAMART when the list has it', () => {
    const draft = { payType: '2' as const, bank: '', method: null, market: '' };
    expect(effectiveMarket(draft, markets)).toBe('ALFAMART');
    expect(effectiveMarket(chooseMarket(draft, 'INDOMARET'), markets)).toBe('INDOMARET');
    expect(effectiveMarket(draft, [{ payCode: 'INDOMARET', name: 'INDOMARET' }])).toBe('');
  });

  it('completes only with everything the type needs', () => {
    const bankDraft = { payType: '1' as const, bank: '', method: null, market: '' };
    expect(completeChoice(bankDraft, banks, markets)).toBe('incomplete');
    expect(completeChoice({ ...bankDraft, bank: 'BCA' }, banks, markets)).toBe('incomplete');
    expect(completeChoice({ ...bankDraft, bank: 'BCA', method: 5 }, banks, markets)).toBe(
      'incomplete',
    );
    expect(completeChoice({ ...bankDraft, bank: 'BCA', method: 1 }, banks, markets)).toEqual({
      payType: '1',
      payCode: 'BCA',
      methodIndex: 1,
    });
    expect(completeChoice({ ...bankDraft, bank: 'MEGA' }, banks, markets)).toEqual({
      payType: '1',
      payCode: 'MEGA',
      methodIndex: null,
    });
    const marketDraft = { payType: '2' as const, bank: '', method: null, market: '' };
    expect(completeChoice(marketDraft, banks, markets)).toEqual({
      payType: '2',
      payCode: 'ALFAMART',
      methodIndex: null,
    });
    expect(completeChoice(marketDraft, banks, [])).toBe('incomplete');
  });
});
