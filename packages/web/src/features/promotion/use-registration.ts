import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { brandConfig } from '../../config';
import { request, useSubmit } from '../../lib/http';
import { currentMarket } from '../../lib/identity';
import { notify } from '../../lib/notify';
import type { PhoneRule } from '../../lib/validation';
import { getSms } from './api/get-sms';
import type { LandingTemplate } from './api/get-template';
import { register } from './api/register';
import { track, trackClick } from './api/track';
import { type Campaign, visitParams } from './campaign';
import { leaveAfterRegistration } from './leave-after-registration';
import { checkFields, type FieldError, templateAppName } from './rules';

export interface Fields {
  phone: string;
  captcha: string;
  sms: string;
}

interface Options {
  campaign: Campaign;
  template: LandingTemplate;
  rule: PhoneRule;
  deviceId: string;
  sid: string;
  countdown: { running: boolean; start(): void };
  /** The picture code was wrong: draw a new one (the typed code is now useless). */
  onWrongCaptcha(): void;
  /** Puts the focus on the field the visitor must correct. */
  onInvalid(field: FieldError): void;
}

/** Send-code and register, with the specification's codes: the registration's whole behaviour. */
export function useRegistration(o: Options) {
  const { t } = useTranslation('promotion');
  const navigate = useNavigate();

  const invalid = useCallback(
    (field: FieldError) => {
      notify.toast(t(`errors.${field}`), { kind: 'error' });
      o.onInvalid(field);
    },
    [o, t],
  );

  const common = useCallback(
    (fields: Fields) => ({
      phone: fields.phone,
      capcode: fields.captcha,
      sid: o.sid,
      deviceId: o.deviceId,
      appName: o.template.appName || templateAppName(o.template.lang, currentMarket().market),
      app_from: o.campaign.app_from,
      user_from: o.campaign.user_from,
      utm_tag: o.campaign.utm_tag,
      // The server answers in the page's language (the template's), not the visitor's market's.
      ...(o.template.lang ? { lang: o.template.lang } : {}),
    }),
    [o],
  );

  /** The codes both calls share besides success. */
  const handleCode = useCallback(
    (code: string, message: string, wrongCaptchaCode: string): void => {
      if (code === wrongCaptchaCode) {
        o.onWrongCaptcha();
        notify.toast(message || t('errors.captcha'), { kind: 'error' });
      } else if (code === '11') {
        notify.toast(t('toasts.alreadyRegistered'), { kind: 'info' });
        leaveAfterRegistration(o.campaign, o.template.downloadUrl, navigate);
      } else {
        notify.toast(message || t('errors.server'), { kind: 'error' });
      }
    },
    [o, t, navigate],
  );

  const sendSms = useSubmit(
    useCallback(
      async (fields: Fields) => {
        if (o.countdown.running) {
          notify.toast(t('errors.repeatSend'), { kind: 'info' });
          return;
        }
        const wrong = checkFields({ phone: fields.phone, captcha: fields.captcha }, o.rule);
        if (wrong) return invalid(wrong);
        if (!o.sid) return invalid('captcha');
        const result = await request(getSms, common(fields), { silent: true, loading: true });
        if (result.ok) {
          o.countdown.start();
          notify.toast(t('toasts.smsSent'), { kind: 'success' });
        } else handleCode(result.code, result.message, '101');
      },
      [common, handleCode, invalid, o, t],
    ),
  );

  const submit = useSubmit(
    useCallback(
      async (fields: Fields) => {
        const wrong = checkFields(fields, o.rule);
        if (wrong) return invalid(wrong);
        if (!o.sid) return invalid('captcha');
        track(trackClick, {
          ...visitParams(o.campaign),
          phone: fields.phone,
          deviceId: o.deviceId,
        });
        const result = await request(
          register,
          {
            ...common(fields),
            merchantNumber: brandConfig.merchantNumber,
            // The account is the phone number: the form has no separate user name.
            userName: fields.phone,
            smsCode: fields.sms,
            invite_code: o.campaign.invite_code,
            id: o.campaign.id,
          },
          { silent: true, loading: true },
        );
        if (result.ok) {
          notify.toast(t('toasts.registered'), { kind: 'success' });
          leaveAfterRegistration(o.campaign, o.template.downloadUrl, navigate);
        } else handleCode(result.code, result.message, '-1');
      },
      [common, handleCode, invalid, o, t, navigate],
    ),
  );

  return { sendSms, submit };
}
