import { ClosingCta } from '../../features/landing/components/closing-cta';
import { DemoPreview } from '../../features/landing/components/demo-preview';
import { Faq } from '../../features/landing/components/faq';
import { FeatureGrid } from '../../features/landing/components/feature-grid';
import { Hero } from '../../features/landing/components/hero';
import { HowItWorks } from '../../features/landing/components/how-it-works';
import { Pricing } from '../../features/landing/components/pricing';
import { Testimonials } from '../../features/landing/components/testimonials';
import { useScrollToHash } from '../../features/landing/hooks/use-scroll-to-hash';
import { PageMeta } from '../../shared/components/page-meta';
import { SiteLayout } from '../site-layout';

/** `/`: the landing page, its sections in the order. */
export const LandingPage = () => {
  useScrollToHash();
  return (
    <SiteLayout>
      <PageMeta
        path="/"
        title="CastMyScript — AI table reads for your screenplay"
        description="Upload a screenplay (PDF, DOCX, TXT, FDX or Fountain), give every character an AI voice and listen to a full table read in minutes. Start free."
      />
      <Hero />
      <HowItWorks />
      <FeatureGrid />
      <DemoPreview />
      <Pricing />
      <Testimonials />
      <Faq />
      <ClosingCta />
    </SiteLayout>
  );
};
