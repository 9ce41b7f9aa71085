import { footerStrings, navStrings } from '../strings.ts';
import { href } from 'react-router';

export interface NavLink {
  label: string;
  to: string;
}

// docs/product/specification.md#navigation-bar: the signed-out bar points at the landing page's sections; the
// pricing link reads "Pricing" signed out and "Upgrade" signed in.
export const signedOutLinks: readonly NavLink[] = [
  { label: navStrings.features, to: `${href('/')}#features` },
  { label: navStrings.howItWorks, to: `${href('/')}#how-it-works` },
  { label: navStrings.testimonials, to: `${href('/')}#testimonials` },
  { label: navStrings.pricing, to: href('/pricing') },
  { label: navStrings.blog, to: href('/blog') },
  { label: navStrings.faq, to: `${href('/')}#faq` },
];

export const signedInLinks: readonly NavLink[] = [
  { label: navStrings.dashboard, to: href('/dashboard') },
  { label: navStrings.chat, to: href('/chat') },
  { label: navStrings.blog, to: href('/blog') },
  { label: navStrings.upgrade, to: href('/pricing') },
];

export const footerLinks: readonly NavLink[] = [
  { label: footerStrings.blog, to: href('/blog') },
  { label: footerStrings.christianResources, to: href('/christian-resources') },
  { label: footerStrings.relationshipTips, to: href('/relationship-tips') },
  { label: footerStrings.scriptureGuide, to: href('/scripture-guide') },
  { label: footerStrings.about, to: href('/about') },
  { label: footerStrings.contact, to: href('/contact') },
  { label: footerStrings.privacyPolicy, to: href('/privacy-policy') },
  { label: footerStrings.termsOfService, to: href('/terms-of-service') },
];
