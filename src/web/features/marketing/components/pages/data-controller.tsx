import { useEffect, useState } from 'react';
import {
  SITE_OWNER_PATH,
  SITE_OWNER_PLACEHOLDERS,
  SITE_OWNER_SCRIPT_ID,
  SITE_OWNER_TOKENS,
  type SiteOwner,
} from '#shared/site-owner.ts';
import { pageStrings as t } from '#web/features/marketing/marketing.strings.ts';

// The company and data controller come from the server's settings, not the build
// (docs/product/specification.md#other-static-pages): the pre-rendered page holds tokens the server fills
// in, and puts the same values in a JSON script for hydration; a visit that arrives by client-side
// navigation asks the server for them.

function isSiteOwner(value: unknown): value is SiteOwner {
  const v = value as Partial<SiteOwner> | null;
  return (
    typeof v?.companyName === 'string' &&
    typeof v.companyAddress === 'string' &&
    typeof v.privacyEmail === 'string'
  );
}

/** The values the server put into this page, if it did. */
function ownerInPage(): SiteOwner | null {
  try {
    const data: unknown = JSON.parse(document.getElementById(SITE_OWNER_SCRIPT_ID)?.textContent ?? 'null');
    return isSiteOwner(data) ? data : null;
  } catch {
    return null;
  }
}

function initialOwner(): SiteOwner | null {
  const inPage = typeof document === 'undefined' ? null : ownerInPage();
  if (inPage) return inPage;
  // Vite's dev server renders the page itself, without the server's settings.
  if (import.meta.env.DEV) return SITE_OWNER_PLACEHOLDERS;
  // Pre-rendering at build time: the tokens the server replaces.
  if (typeof document === 'undefined') return SITE_OWNER_TOKENS;
  return null;
}

export function DataController() {
  const [owner, setOwner] = useState(initialOwner);
  useEffect(() => {
    if (owner) return;
    let live = true;
    fetch(SITE_OWNER_PATH)
      .then((res) => (res.ok ? res.json() : null))
      .then((data: unknown) => {
        if (live && isSiteOwner(data)) setOwner(data);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [owner]);

  return (
    <section aria-labelledby="data-controller" className="mb-10 flex flex-col gap-3">
      <h2 id="data-controller" className="font-serif text-2xl text-ink">
        {t.controllerTitle}
      </h2>
      {owner ? (
        <>
          <p className="text-ink-soft">
            <strong className="text-ink">{owner.companyName}</strong> {t.controllerBody}
          </p>
          <dl className="grid gap-x-4 gap-y-1 text-ink-soft sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-ink">{t.controllerAddress}</dt>
            <dd>{owner.companyAddress}</dd>
            <dt className="font-medium text-ink">{t.controllerEmail}</dt>
            <dd>
              <a href={`mailto:${owner.privacyEmail}`} className="text-teal underline underline-offset-4">
                {owner.privacyEmail}
              </a>
            </dd>
          </dl>
        </>
      ) : (
        <p role="status" className="text-ink-soft">
          {t.controllerLoading}
        </p>
      )}
    </section>
  );
}
