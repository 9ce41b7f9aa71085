import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// Every route of spec section 2. Pages live in their feature's routes/ folder.
export default [
  layout('app/layouts/public-layout.tsx', [
    index('features/marketing/routes/landing.tsx'),
    route('login', 'features/auth/routes/login.tsx'),
    route('signup', 'features/auth/routes/signup.tsx'),
    route('forgot-password', 'features/auth/routes/forgot-password.tsx'),
    route('reset-password', 'features/auth/routes/reset-password.tsx'),
    // The e-mail confirmation link's landing page (decisions.md "Email confirmation required").
    route('confirm-email', 'features/auth/routes/confirm-email.tsx'),
    route('pricing', 'features/billing/routes/pricing.tsx'),
    route('blog', 'features/blog/routes/blog-index.tsx'),
    route('blog/:slug', 'features/blog/routes/blog-post.tsx'),
    route('365series', 'features/leads/routes/series.tsx'),
    route('365access', 'features/leads/routes/series-access.tsx'),
    route('about', 'features/marketing/routes/about.tsx'),
    route('contact', 'features/marketing/routes/contact.tsx'),
    route('privacy-policy', 'features/marketing/routes/privacy-policy.tsx'),
    route('terms-of-service', 'features/marketing/routes/terms-of-service.tsx'),
    route('install-guide', 'features/marketing/routes/install-guide.tsx'),
    route('christian-resources', 'features/marketing/routes/christian-resources.tsx'),
    route('relationship-tips', 'features/marketing/routes/relationship-tips.tsx'),
    route('scripture-guide', 'features/marketing/routes/scripture-guide.tsx'),
    // Printable tools the lead e-mails link to (decisions.md "Lead forms and their e-mails").
    route('resources/reset-card', 'features/marketing/routes/reset-card.tsx'),
    route('resources/cheat-sheet', 'features/marketing/routes/cheat-sheet.tsx'),
    route('resources/prayer-guide', 'features/marketing/routes/prayer-guide.tsx'),
    route('404', 'app/routes/not-found.tsx'),
  ]),
  route('terms', 'app/routes/redirect-terms.tsx'),
  route('privacy', 'app/routes/redirect-privacy.tsx'),
  layout('app/layouts/protected-layout.tsx', [
    route('dashboard', 'features/dashboard/routes/dashboard.tsx'),
    route('hard-conversations', 'features/dashboard/routes/hard-conversations.tsx'),
    route('chat', 'features/chat/routes/chat.tsx'),
    route('settings', 'features/settings/routes/settings.tsx'),
    route('upgrade', 'features/billing/routes/upgrade.tsx'),
    route('subscription-success', 'features/billing/routes/subscription-success.tsx'),
    route('invite/:code', 'features/billing/routes/invite.tsx'),
  ]),
  route('*', 'app/routes/catch-all.tsx'),
] satisfies RouteConfig;
