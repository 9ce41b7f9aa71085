import { footerStrings, navStrings } from '../strings.ts';

export interface NavLink {
  label: string;
  to: string;
}

// Spec section 2: the signed-out bar points at the landing page's sections; the pricing link reads
// "Pricing" signed out and "Upgrade" signed in.
export const signedOutLinks: readonly NavLink[] = [
  { label: navStrings.features, to: '/#features' },
  { label: navStrings.howItWorks, to: '/#how-it-works' },
  { label: navStrings.testimonials, to: '/#testimonials' },
  { label: navStrings.pricing, to: '/pricing' },
  { label: navStrings.blog, to: '/blog' },
  { label: navStrings.faq, to: '/#faq' },
];

export const signedInLinks: readonly NavLink[] = [
  { label: navStrings.dashboard, to: '/dashboard' },
  { label: navStrings.chat, to: '/chat' },
  { label: navStrings.blog, to: '/blog' },
  { label: navStrings.upgrade, to: '/pricing' },
];

export const footerLinks: readonly NavLink[] = [
  { label: footerStrings.blog, to: '/blog' },
  { label: footerStrings.christianResources, to: '/christian-resources' },
  { label: footerStrings.relationshipTips, to: '/relationship-tips' },
  { label: footerStrings.scriptureGuide, to: '/scripture-guide' },
  { label: footerStrings.about, to: '/about' },
  { label: footerStrings.contact, to: '/contact' },
  { label: footerStrings.privacyPolicy, to: '/privacy-policy' },
  { label: footerStrings.termsOfService, to: '/terms-of-service' },
];
