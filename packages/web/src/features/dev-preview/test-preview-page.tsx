import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bridge } from '../../lib/bridge';
import { getIdentity, IDENTITY_KEYS } from '../../lib/identity';
import { notify } from '../../lib/notify';
import { Button, Cell, CellGroup, NavBar, PhoneInput } from '../../ui';
import { PREVIEW_LINKS } from './preview-links';
import './test-preview.css';

/** Developer page (development and sandbox builds only): identity, shortcuts and device features. */
export function TestPreviewPage() {
  const { t } = useTranslation('devPreview');
  const identity = getIdentity();
  const [photo, setPhoto] = useState<string | null>(null);
  const [contact, setContact] = useState('');
  const [position, setPosition] = useState('');

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo);
    },
    [photo],
  );

  const pickPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setPhoto(URL.createObjectURL(file));
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setPosition(t('geoUnsupported'));
      return;
    }
    setPosition(t('geoWaiting'));
    navigator.geolocation.getCurrentPosition(
      (p) => setPosition(`${p.coords.latitude.toFixed(5)}, ${p.coords.longitude.toFixed(5)}`),
      (error) => setPosition(t('geoFailed', { reason: error.message })),
      { timeout: 10_000 },
    );
  };

  const bindCard = () => {
    bridge.bankStart({}).catch(() => notify.toast(t('bankUnsupported'), { kind: 'error' }));
  };

  return (
    <main className="page test-preview">
      <NavBar title={t('title')} />
      <h2 className="preview-heading">{t('device')}</h2>
      <CellGroup>
        <Cell title={t('bridgePlatform')} value={bridge.platform} />
        {IDENTITY_KEYS.map((key) => (
          <Cell
            key={key}
            title={key}
            value={key === 'token' && identity.token ? t('hidden') : (identity[key] ?? '—')}
          />
        ))}
      </CellGroup>
      <h2 className="preview-heading">{t('pages')}</h2>
      <ul className="preview-links">
        {PREVIEW_LINKS.map((link) => (
          <li key={link.key}>
            <Link to={link.to}>{t(`links.${link.key}`)}</Link>
          </li>
        ))}
        <li>
          <button type="button" className="preview-link-button" onClick={bindCard}>
            {t('links.bindCard')}
          </button>
        </li>
      </ul>
      <h2 className="preview-heading">{t('features')}</h2>
      <div className="preview-tools">
        <label className="preview-field">
          {t('photo')}
          <input type="file" accept="image/*" capture="environment" onChange={pickPhoto} />
        </label>
        {photo ? <img className="preview-photo" src={photo} alt={t('photoAlt')} /> : null}
        <label className="preview-field">
          {t('contact')}
          <PhoneInput className="" value={contact} onChange={setContact} />
        </label>
        <Button variant="secondary" onClick={locate}>
          {t('locate')}
        </Button>
        {position ? <output className="preview-output">{position}</output> : null}
      </div>
    </main>
  );
}
