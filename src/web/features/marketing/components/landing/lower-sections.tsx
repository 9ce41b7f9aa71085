// The landing page's sections whose code loads only when they are needed (routes/landing.tsx,
// lib/deferred-content.tsx): one module, so they arrive in one download.
export { DemoChat } from './demo-chat.tsx';
export { ExperienceSection } from './experience-section.tsx';
export { Faq } from './faq.tsx';
export { FinalCta } from './final-cta.tsx';
export { HowItWorks } from './how-it-works.tsx';
export { InstallSection } from './install-section.tsx';
export { PremiumCard } from './premium-card.tsx';
export { InnerConflictSection, ProblemSection } from './story-sections.tsx';
export { Testimonials } from './testimonials.tsx';
