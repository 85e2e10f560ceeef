import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { isPhone, PHONE_GROUPS, PHONE_MAX_DIGITS, type PhoneRule } from '../../lib/validation';
import { AppLink, NumberInput, PhoneInput, useCountdown } from '../../ui';
import type { LandingTemplate } from './api/get-template';
import { type Campaign, carriedParams } from './campaign';
import { CaptchaImage } from './captcha-image';
import { PromoField } from './promo-field';
import {
  CAPTCHA_LENGTH,
  capCaptcha,
  capPhone,
  capSms,
  type FieldError,
  SMS_COUNTDOWN_S,
  SMS_LENGTH,
} from './rules';
import { useCaptcha } from './use-captcha';
import { type Fields, useRegistration } from './use-registration';

interface Props {
  campaign: Campaign;
  template: LandingTemplate;
  rule: PhoneRule;
  deviceId: string;
}

/** Phone, picture code and SMS code, the send-code button and apply. What is typed stays typed. */
export function RegisterForm({ campaign, template, rule, deviceId }: Props) {
  const { t } = useTranslation('promotion');
  const [fields, setFields] = useState<Fields>({ phone: '', captcha: '', sms: '' });
  const [invalid, setInvalid] = useState<FieldError | null>(null);
  const captcha = useCaptcha(deviceId);
  const countdown = useCountdown(SMS_COUNTDOWN_S);
  const inputs = {
    phone: useRef<HTMLInputElement>(null),
    captcha: useRef<HTMLInputElement>(null),
    sms: useRef<HTMLInputElement>(null),
  };
  const focus = (field: FieldError) => inputs[field].current?.focus();
  const markInvalid = (field: FieldError) => {
    setInvalid(field);
    focus(field);
  };

  const { sendSms, submit } = useRegistration({
    campaign,
    template,
    rule,
    deviceId,
    sid: captcha.sid,
    countdown,
    onWrongCaptcha: () => {
      captcha.refresh();
      setFields((f) => ({ ...f, captcha: '' }));
      markInvalid('captcha');
    },
    onInvalid: markInvalid,
  });

  const refreshCaptcha = () => {
    // The specification lets the picture be refreshed only once a phone number is entered.
    if (!isPhone(fields.phone, rule)) {
      notify.toast(t('errors.phone'), { kind: 'error' });
      markInvalid('phone');
      return;
    }
    captcha.refresh();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit.run(fields);
  };

  const setValue = (key: FieldError, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    if (invalid === key) setInvalid(null);
  };
  const set = (key: FieldError, cap: (v: string) => string) => (value: string) =>
    setValue(key, cap(value));
  /** What every field's input takes from the form: its ref (to focus it), value and validity. */
  const bind = (key: FieldError) => ({
    ref: inputs[key],
    value: fields[key],
    'aria-invalid': invalid === key,
  });

  return (
    <form className="promo-form" onSubmit={onSubmit} noValidate>
      <PromoField label={t('form.phone')}>
        <PhoneInput
          {...bind('phone')}
          className=""
          maxDigits={PHONE_MAX_DIGITS[rule]}
          groups={PHONE_GROUPS[rule]}
          placeholder={t(`form.phonePlaceholder.${rule}`)}
          onChange={set('phone', (v) => capPhone(v, rule))}
          testId="register-phone"
        />
      </PromoField>
      <PromoField
        label={t('form.captcha')}
        aside={
          <CaptchaImage
            state={captcha.state}
            onRefresh={refreshCaptcha}
            onRetry={() => void captcha.retry()}
            onImageError={captcha.imageFailed}
          />
        }
      >
        <input
          {...bind('captcha')}
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={CAPTCHA_LENGTH}
          placeholder={t('form.captchaPlaceholder')}
          onChange={(e) => setValue('captcha', capCaptcha(e.target.value))}
          data-testid="register-captcha"
        />
      </PromoField>
      <PromoField
        label={t('form.sms')}
        aside={
          // aria-disabled, not disabled: a tap while counting must still say why nothing is sent.
          <button
            type="button"
            className="promo-send"
            aria-disabled={countdown.running || sendSms.pending}
            onClick={() => void sendSms.run(fields)}
            data-testid="register-send-sms"
          >
            {countdown.running
              ? t('form.resendIn', { seconds: countdown.secondsLeft })
              : t('form.getCode')}
          </button>
        }
      >
        <NumberInput
          {...bind('sms')}
          className=""
          autoComplete="one-time-code"
          maxLength={SMS_LENGTH}
          placeholder={t('form.smsPlaceholder')}
          onChange={set('sms', capSms)}
          testId="register-sms"
        />
      </PromoField>
      <button
        type="submit"
        className="promo-submit"
        aria-busy={submit.pending}
        data-testid="register-submit"
      >
        {template.buttonText || t('form.apply')}
      </button>
      <p className="promo-agreement">
        {t('form.agreementPrefix')}{' '}
        <AppLink to={pageHref(PAGES.agreementTemplate, carriedParams(campaign))}>
          {t('form.agreementLink')}
        </AppLink>
      </p>
    </form>
  );
}
