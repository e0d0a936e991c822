import { useQueryClient } from '@tanstack/react-query';
import { industryKeys } from '../../api/endpoints/get-industries';
import { ErrorBoundary } from '../../ui/error-boundary';
import { AppDownloadSection } from './components/app-download-section';
import { HeroSection } from './components/hero-section';
import { HowItWorksSection } from './components/how-it-works-section';
import { IndustriesSection } from './components/industries-section';
import { PromoBlocksSection } from './components/promo-blocks-section';
import { PromoStrip } from './components/promo-strip';
import { HydrateWhenVisible } from '../../ui/hydrate-when-visible';
import { HydrationBoundary } from '../../ui/hydration-boundary';

/** /home: the landing page. Each section fails on its own, never the whole page. */
export function HomePage() {
  const queryClient = useQueryClient();
  return (
    <>
      <HydrationBoundary>
        <HeroSection />
      </HydrationBoundary>
      <HydrateWhenVisible>
        <PromoStrip />
      </HydrateWhenVisible>
      {/* Hydrated at once: it asks the API for the industries. */}
      <HydrationBoundary>
        <ErrorBoundary
          onReset={() => void queryClient.resetQueries({ queryKey: industryKeys.all })}
        >
          <IndustriesSection />
        </ErrorBoundary>
      </HydrationBoundary>
      <HydrateWhenVisible>
        <ErrorBoundary>
          <PromoBlocksSection />
        </ErrorBoundary>
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <HowItWorksSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <ErrorBoundary>
          <AppDownloadSection />
        </ErrorBoundary>
      </HydrateWhenVisible>
    </>
  );
}
