import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeavePage } from '../../lib/bridge';
import { PageFrame } from '../../ui';
import { AboutBlurb } from './about-blurb';
import { LegalDocument } from './legal-document';
import { useTextMeta } from './use-page-meta';
import './company-site.css';

function InAppPage({
  meta,
  path,
  children,
}: {
  meta: 'privacy' | 'terms' | 'agreement' | 'aboutUs';
  path: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('legal');
  const back = useLeavePage();
  useTextMeta(t, meta, path);
  return (
    <PageFrame title={t(`${meta}.title`)} onBack={back} className="legal-page">
      <div className="legal-page-body">{children}</div>
    </PageFrame>
  );
}

/** `/privacyPolicy`: the privacy policy in the app. */
export function PrivacyPolicyPage() {
  return (
    <InAppPage meta="privacy" path={PAGES.privacyPolicy.path}>
      <LegalDocument doc="privacy" />
    </InAppPage>
  );
}

/** `/loanTerms`: 'Loan terms and conditions'. */
export function LoanTermsPage() {
  return (
    <InAppPage meta="terms" path={PAGES.loanTerms.path}>
      <LegalDocument doc="terms" />
    </InAppPage>
  );
}

/** `/loanAgreement`: the loan agreement text. */
export function LoanAgreementPage() {
  return (
    <InAppPage meta="agreement" path={PAGES.loanAgreement.path}>
      <LegalDocument doc="agreement" />
    </InAppPage>
  );
}

/** `/aboutUs`: the in-app About Us blurb. */
export function AboutUsPage() {
  return (
    <InAppPage meta="aboutUs" path={PAGES.aboutUs.path}>
      <AboutBlurb />
    </InAppPage>
  );
}
