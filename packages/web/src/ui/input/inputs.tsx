import { groupDigits, maskBankCard, maskMoney, maskNumber } from '../../lib/validation';
import { MaskedInput, type MaskedInputProps } from './masked-input';

const digits = (text: string) => text.replace(/\D/g, '');

export interface PhoneInputProps extends MaskedInputProps {
  /** The longest number accepted (11 by default, the Chinese template's rule). */
  maxDigits?: number;
  /** Group sizes as shown (3-4-4 by default); the last group takes the rest. */
  groups?: readonly number[];
}

/** Phone number: digits only, capped, shown in groups (3-4-4 by default). The value is the digits. */
export function PhoneInput({ maxDigits = 11, groups = [3, 4, 4], ...props }: PhoneInputProps) {
  return (
    <MaskedInput
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      {...props}
      format={(raw) => groupDigits(raw, groups)}
      parse={(text) => digits(text).slice(0, maxDigits)}
    />
  );
}

/** Bank card number: digits only (19 at most), shown in groups of 4. The value is the digits. */
export function BankCardInput(props: MaskedInputProps) {
  return (
    <MaskedInput
      inputMode="numeric"
      autoComplete="cc-number"
      {...props}
      format={maskBankCard}
      parse={(text) => digits(text).slice(0, 19)}
    />
  );
}

export interface NumberInputProps extends MaskedInputProps {
  /** The most digits accepted. */
  maxLength?: number;
}

/** Digits only (codes, counts), optionally capped. */
export function NumberInput({ maxLength, ...props }: NumberInputProps) {
  return (
    <MaskedInput
      inputMode="numeric"
      {...props}
      format={(raw) => raw}
      parse={(text) => maskNumber(text, maxLength)}
    />
  );
}

/** Money: digits and one dot, two decimals at most. */
export function MoneyInput(props: MaskedInputProps) {
  return <MaskedInput inputMode="decimal" {...props} format={(raw) => raw} parse={maskMoney} />;
}
