import type { Meta, StoryObj } from '@storybook/react-vite';

import { withPage } from '../../../testing/story-decorators';
import { ClosingCta } from './closing-cta';
import { DemoPreview } from './demo-preview';
import { Faq } from './faq';
import { FeatureGrid } from './feature-grid';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Pricing } from './pricing';
import { Testimonials } from './testimonials';

/** Each section of the landing page on its own, as it renders at `/`. */
const meta = {
  title: 'marketing/Landing sections',
  decorators: [withPage],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** #hero: Try It Free and Watch Demo over the drawn player. */
export const HeroSection: Story = { render: () => <Hero /> };

/** The three steps: upload, parse and assign voices, listen. */
export const HowItWorksSection: Story = { render: () => <HowItWorks /> };

/** #features. */
export const FeaturesSection: Story = { render: () => <FeatureGrid /> };

/** #demo: the player for the generated table read, and the scene text. */
export const DemoSection: Story = { render: () => <DemoPreview /> };

/** #pricing: the four plans of the catalogue in `@castmyscript/api`. */
export const PricingSection: Story = { render: () => <Pricing /> };

export const TestimonialsSection: Story = { render: () => <Testimonials /> };

/** #faq: the first answer open. */
export const FaqSection: Story = { render: () => <Faq /> };

export const ClosingCallToAction: Story = { render: () => <ClosingCta /> };
