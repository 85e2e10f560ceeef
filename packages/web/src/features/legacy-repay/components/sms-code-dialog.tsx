import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CountdownButton, Modal, NumberInput } from '../../../ui';

export const SMS_COUNTDOWN_S = 60;
export const SMS_CODE_MIN = 6;

interface Props {
  open: boolean;
  code: string;
  onCode: (code: string) => void;
  /** The countdown runs after each code sent. */
  counting: boolean;
  onCountEnd: () => void;
  onResend: () => void;
  resending: boolean;
  onConfirm: () => void;
  confirming: boolean;
  onClose: () => void;
}

/** The SMS code step of a card repayment: the code, a resend with its 60 s countdown, confirm. */
export function SmsCodeDialog(props: Props) {
  const { t } = useTranslation('legacyRepay');
  const inputId = useId();
  return (
    <Modal open={props.open} onClose={props.onClose} title={t('smsTitle')} testId="legacy-sms">
      <p className="legacy-hint">{t('smsSent')}</p>
      <label htmlFor={inputId} className="legacy-label">
        {t('smsCode')}
      </label>
      <div className="legacy-code">
        <NumberInput
          id={inputId}
          className="legacy-input"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_MIN}
          value={props.code}
          onChange={props.onCode}
          placeholder={t('smsPlaceholder')}
          testId="legacy-sms-code"
        />
        <CountdownButton
          seconds={SMS_COUNTDOWN_S}
          running={props.counting}
          onStart={props.onResend}
          onEnd={props.onCountEnd}
          loading={props.resending}
          label={t('resend')}
          runningLabel={(s) => t('resendIn', { s })}
          testId="legacy-sms-resend"
        />
      </div>
      <Button
        block
        loading={props.confirming}
        onClick={props.onConfirm}
        testId="legacy-sms-confirm"
      >
        {t('confirm')}
      </Button>
    </Modal>
  );
}
