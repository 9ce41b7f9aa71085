// Who runs the site: the company and data controller the privacy policy names
// (docs/product/specification.md#other-static-pages). They come from the server's configuration
// (COMPANY_NAME, COMPANY_ADDRESS, PRIVACY_CONTACT_EMAIL) at run time, so one build serves any operator:
// the pre-rendered page carries the tokens below, which the server fills in when it loads the build
// (src/server/http/static-site.ts).

export interface SiteOwner {
  companyName: string;
  companyAddress: string;
  privacyEmail: string;
}

/**
 * Shown while a setting is missing outside production, so an operator sees at once what to set
 * (production refuses to start without them). The web app shows them only in development (Vite's dev
 * server renders the pages itself); a production bundle never carries them.
 */
export const SITE_OWNER_PLACEHOLDERS: SiteOwner = {
  companyName: '[Company name: set COMPANY_NAME]',
  companyAddress: '[Company address: set COMPANY_ADDRESS]',
  privacyEmail: '[Privacy contact: set PRIVACY_CONTACT_EMAIL]',
};

/** What the pre-rendered HTML holds in place of each value. */
export const SITE_OWNER_TOKENS: SiteOwner = {
  companyName: '%%site-owner-name%%',
  companyAddress: '%%site-owner-address%%',
  privacyEmail: '%%site-owner-email%%',
};

/** The id of the JSON the server puts into a page that names the owner, for the page to hydrate with. */
export const SITE_OWNER_SCRIPT_ID = 'site-owner';

/** Where a page reached by client-side navigation reads the same values. */
export const SITE_OWNER_PATH = '/site-owner.json';
