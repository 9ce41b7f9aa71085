import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { type PagePath } from '#shared/pages.ts';

// A page's path from the one list of pages (#shared/pages.ts), without the leading slash of that list.
const at = (path: PagePath) => path.slice(1);

// Every route of docs/product/specification.md#route-table. A page of one domain lives in its feature's
// routes/ folder; a page that composes several domains (the dashboard, the settings) lives in pages/.
export default [
  layout('app/layouts/public-layout.tsx', [
    index('features/marketing/routes/landing.tsx'),
    route(at('/login'), 'features/auth/routes/login.tsx'),
    route(at('/signup'), 'features/auth/routes/signup.tsx'),
    route(at('/forgot-password'), 'features/auth/routes/forgot-password.tsx'),
    route(at('/reset-password'), 'features/auth/routes/reset-password.tsx'),
    // The e-mail confirmation link's landing page (docs/product/rulings.md#email-confirmation-required).
    route(at('/confirm-email'), 'features/auth/routes/confirm-email.tsx'),
    route(at('/pricing'), 'features/billing/routes/pricing.tsx'),
    route(at('/blog'), 'features/blog/routes/blog-index.tsx'),
    route(at('/blog/:slug'), 'features/blog/routes/blog-post.tsx'),
    route(at('/365series'), 'features/leads/routes/series.tsx'),
    route(at('/365access'), 'features/leads/routes/series-access.tsx'),
    route(at('/about'), 'features/marketing/routes/about.tsx'),
    route(at('/contact'), 'features/marketing/routes/contact.tsx'),
    route(at('/privacy-policy'), 'features/marketing/routes/privacy-policy.tsx'),
    route(at('/terms-of-service'), 'features/marketing/routes/terms-of-service.tsx'),
    route(at('/install-guide'), 'features/marketing/routes/install-guide.tsx'),
    route(at('/christian-resources'), 'features/marketing/routes/christian-resources.tsx'),
    route(at('/relationship-tips'), 'features/marketing/routes/relationship-tips.tsx'),
    route(at('/scripture-guide'), 'features/marketing/routes/scripture-guide.tsx'),
    // Printable tools the lead e-mails link to (docs/product/rulings.md#lead-forms-and-their-e-mails).
    route(at('/resources/reset-card'), 'features/marketing/routes/reset-card.tsx'),
    route(at('/resources/cheat-sheet'), 'features/marketing/routes/cheat-sheet.tsx'),
    route(at('/resources/prayer-guide'), 'features/marketing/routes/prayer-guide.tsx'),
    route(at('/404'), 'app/routes/not-found.tsx'),
  ]),
  route(at('/terms'), 'app/routes/redirect-terms.tsx'),
  route(at('/privacy'), 'app/routes/redirect-privacy.tsx'),
  layout('app/layouts/protected-layout.tsx', [
    route(at('/dashboard'), 'pages/dashboard/dashboard.tsx'),
    route(at('/hard-conversations'), 'features/extras/routes/hard-conversations.tsx'),
    route(at('/chat'), 'features/chat/routes/chat.tsx'),
    route(at('/settings'), 'pages/settings/settings.tsx'),
    route(at('/upgrade'), 'features/billing/routes/upgrade.tsx'),
    route(at('/subscription-success'), 'features/billing/routes/subscription-success.tsx'),
    route(at('/invite/:code'), 'features/billing/routes/invite.tsx'),
    // The operator's console: the server answers its data to ADMIN_EMAILS alone, a 404 to anyone else.
    route(at('/admin'), 'features/admin/routes/admin.tsx'),
  ]),
  route('*', 'app/routes/catch-all.tsx'),
] satisfies RouteConfig;
