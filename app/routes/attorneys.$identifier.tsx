import { data, isRouteErrorResponse, redirect } from 'react-router';
import type { Route } from './+types/attorneys.$identifier';
import { AnswerList } from '#app/components/attorney/answer-list.tsx';
import { ContactActions } from '#app/components/attorney/profile-contact.tsx';
import { PeerRankings, SectionUnavailable, TopAnswers } from '#app/components/attorney/profile-figures.tsx';
import {
  PracticeAreas,
  ProfessionalInformation,
  ProfileHeader,
  ResponseQualityAnalysis,
  SummaryCards,
} from '#app/components/attorney/profile-sections.tsx';
import { errorMeta, pageMeta, siteFromMatches } from '#app/components/page-meta.ts';
import { StatusPage } from '#app/components/status-page.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { getAnswerHistory, getAnswerPage, getAttorneyProfile, getAttorneyRankings } from '#app/data/attorney-profile.server.ts';
import { parseAttorneyAnswerQuery } from '#app/domain/attorney-answers.ts';
import { attorneyTrail, breadcrumbJsonLd } from '#app/domain/breadcrumbs.ts';
import { countOf } from '#app/domain/grammar.ts';
import { requestLog, type Log } from '#app/log.server.ts';

export function loader({ params, request }: Route.LoaderArgs) {
  const profile = getAttorneyProfile(params.identifier);
  if (!profile) throw data(null, { status: 404 });
  // One URL per profile: the id and differently-cased slugs answer 301 to /attorneys/{slug}.
  if (params.identifier !== profile.slug) throw redirect(profile.path, 301);
  // The lower sections come after the profile, each on its own: a failure in one shows that
  // section's 'unavailable' state and leaves the rest of the page intact. They are read here
  // rather than streamed so that the page is complete without JavaScript.
  const log = requestLog(request);
  const rankings = settle(log, () => getAttorneyRankings(profile.id));
  const answers = settle(log, () => getAnswerHistory(profile.id));
  const answerQuery = parseAttorneyAnswerQuery(new URL(request.url).searchParams, profile.totalAnswers);
  const answerPage = settle(log, () => getAnswerPage(profile.id, answerQuery));
  return { profile, rankings, answers, answerQuery, answerPage };
}

function settle<T>(log: Log, read: () => T | null): { ok: true; value: T } | { ok: false } {
  try {
    const value = read();
    return value === null ? { ok: false } : { ok: true, value };
  } catch (error) {
    log.error({ err: error }, 'attorney profile section failed');
    return { ok: false };
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, 'Attorney Profile Not Found');
  const { profile } = loaderData;
  const site = siteFromMatches(matches);
  const place = [profile.city, profile.state].filter(Boolean).join(', ');
  const areas = profile.practiceAreas.slice(0, 3).join(', ');
  const description = `${profile.name}${profile.firm ? ` of ${profile.firm}` : ''}${place ? `, ${place}` : ''}: ${
    areas ? `${areas} attorney` : 'attorney'
  } with ${countOf(profile.totalAnswers, 'answer')} in the ${site.siteName} archive.`;
  return pageMeta(matches, {
    title: `${profile.name} Attorney Profile`,
    description,
    path: profile.path,
    type: 'profile',
    keywords: [profile.name, ...profile.practiceAreas, place].filter(Boolean),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: `${site.siteUrl}${profile.path}`,
        ...(profile.lastAnswerDate ? { dateModified: profile.lastAnswerDate } : {}),
        mainEntity: {
          '@type': 'Person',
          name: profile.name,
          alternateName: profile.username,
          jobTitle: 'Attorney',
          ...(profile.firm ? { worksFor: { '@type': 'Organization', name: profile.firm } } : {}),
          ...(profile.city || profile.state
            ? {
                address: {
                  '@type': 'PostalAddress',
                  ...(profile.city ? { addressLocality: profile.city } : {}),
                  ...(profile.state ? { addressRegion: profile.state } : {}),
                  addressCountry: profile.country,
                },
              }
            : {}),
          // A photo the site serves itself is stored as a path: structured data wants a full URL.
          ...(profile.photoUrl
            ? { image: profile.photoUrl.startsWith('/') ? `${site.siteUrl}${profile.photoUrl}` : profile.photoUrl }
            : {}),
          ...(profile.practiceAreas.length ? { knowsAbout: profile.practiceAreas } : {}),
          ...(profile.phone ? { telephone: profile.phone } : {}),
          ...(profile.email ? { email: profile.email } : {}),
          ...(profile.website || profile.barProfileUrl
            ? { sameAs: [profile.website, profile.barProfileUrl].filter(Boolean) }
            : {}),
          interactionStatistic: {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/WriteAction',
            userInteractionCount: profile.totalAnswers,
          },
        },
      },
      breadcrumbJsonLd(site.siteUrl, attorneyTrail(profile)),
    ],
  });
}

export default function AttorneyProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, rankings, answers, answerQuery, answerPage } = loaderData;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <Breadcrumb items={attorneyTrail(profile)} />
      <ProfileHeader profile={profile} />
      <ContactActions profile={profile} />
      <SummaryCards profile={profile} />
      <PracticeAreas areas={profile.practiceAreas} />
      <ResponseQualityAnalysis quality={profile.responseQuality} />
      {rankings.ok ? (
        <PeerRankings rankings={rankings.value} />
      ) : (
        <SectionUnavailable
          id="peer-rankings"
          title="Peer Comparison Rankings"
          heading="Rankings Currently Unavailable"
          message="The peer comparison for this attorney could not be read from the archive. Please try again later."
        />
      )}
      {answers.ok ? (
        <TopAnswers history={answers.value} />
      ) : (
        <SectionUnavailable
          id="top-answers"
          title="Top Answers"
          heading="Answer History Unavailable"
          message="This attorney's answers could not be read from the archive. Please try again later."
        />
      )}
      {answerPage.ok ? (
        <AnswerList
          profilePath={profile.path}
          name={profile.name}
          total={profile.totalAnswers}
          query={answerQuery}
          answers={answerPage.value}
        />
      ) : (
        <SectionUnavailable
          id="answers"
          title="All Answers"
          heading="Answer History Unavailable"
          message="This attorney's answers could not be read from the archive. Please try again later."
        />
      )}
      <ProfessionalInformation profile={profile} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <StatusPage
        title="Attorney Profile Not Found"
        message="The attorney profile you're looking for doesn't exist or has been removed."
        action={{ to: '/find-attorney', label: 'Back to Search' }}
      />
    );
  return (
    <StatusPage
      title="Something went wrong"
      message="Please try again in a moment."
      action={{ to: '/find-attorney', label: 'Back to Search' }}
    />
  );
}
