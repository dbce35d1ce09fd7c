import type { ReactNode } from 'react';
import { responseQualityTiles, type ResponseQuality } from '#app/domain/attorney-response-quality.ts';
import { formatIsoDate, formatNumber } from '#app/domain/format.ts';
import type { AttorneyProfile } from '#app/domain/attorney-view.ts';
import { AttorneyPhoto } from './attorney-photo.tsx';
import { attorneyLocation } from './location.ts';
import { countOf } from '#app/domain/grammar.ts';
import { badgeMeaning } from '#app/domain/attorney-badges.ts';
import { stateName } from '#app/domain/reference/places.ts';
import { HoverTip } from '#app/components/ui/hover-tip.tsx';

export const card = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900';
const muted = 'text-sm text-slate-700 dark:text-slate-300';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card} data-section={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function ProfileHeader({ profile }: { profile: AttorneyProfile }) {
  return (
    <header className={`${card} flex flex-col gap-5 sm:flex-row sm:items-center`}>
      <AttorneyPhoto
        name={profile.name}
        photoUrl={profile.photoUrl}
        photoFallbackUrl={profile.photoFallbackUrl}
        size={112}
      />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{profile.name}</h1>
        {profile.firm && <p className="text-lg text-slate-800 dark:text-slate-200">{profile.firm}</p>}
        <p className={muted}>{attorneyLocation(profile)}</p>
        <p className={muted}>@{profile.username}</p>
        {profile.badges.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Badges">
            {profile.badges.map((badge) => (
              <li
                key={badge}
                className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white dark:bg-brand-600"
              >
                {badge}
              </li>
            ))}
          </ul>
        )}
        {profile.badges.length > 0 && (
          <p className="mt-2 text-xs text-slate-700 dark:text-slate-300" data-testid="badge-meanings">
            {profile.badges.map((badge) => badgeMeaning(badge, stateName(profile.state))).join(' · ')}
          </p>
        )}
      </div>
    </header>
  );
}

export function SummaryCards({ profile }: { profile: AttorneyProfile }) {
  const ways = [profile.website && 'website', profile.phone && 'phone', profile.email && 'email'].filter(Boolean);
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Summary">
      <li className={card}>
        <h2 className="text-sm font-medium text-slate-700 dark:text-slate-300">Experience</h2>
        <p className="mt-1 text-2xl font-bold">
          {profile.experienceYears === null ? 'Not listed' : countOf(profile.experienceYears, 'year')}
        </p>
      </li>
      <li className={card}>
        <h2 className="text-sm font-medium text-slate-700 dark:text-slate-300">Total Answers</h2>
        <p className="mt-1 text-2xl font-bold">{formatNumber(profile.totalAnswers)}</p>
      </li>
      <li className={card}>
        <h2 className="text-sm font-medium text-slate-700 dark:text-slate-300">Services</h2>
        <p className="mt-1 text-sm">
          Free consultation: <strong>{profile.freeConsultation ? 'Yes' : 'No'}</strong>
        </p>
        <p className="text-sm" data-testid="contact-summary">
          Contact:{' '}
          {ways.length ? (
            <a href="#contact" className="font-semibold text-brand-700 underline dark:text-brand-100">
              {ways.join(', ')}
            </a>
          ) : (
            <strong>none listed</strong>
          )}
        </p>
      </li>
    </ul>
  );
}

export function PracticeAreas({ areas }: { areas: string[] }) {
  return (
    <Section id="practice-areas" title="Practice Areas">
      {areas.length === 0 ? (
        <p className={muted}>No practice areas specified</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {areas.map((area, i) => (
            <li
              key={area}
              className={
                i === 0
                  ? 'rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white'
                  : 'rounded-full border border-slate-400 px-3 py-1 text-sm dark:border-slate-500'
              }
            >
              {area}
              {i === 0 && <span className="ml-2 rounded bg-white/20 px-1.5 text-xs">Primary</span>}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Four tiles with tooltips (delay 700 ms, skip delay 300 ms: document 1, section 9). */
export function ResponseQualityAnalysis({ quality }: { quality: ResponseQuality }) {
  return (
    <Section id="response-quality" title="Response Quality Analysis">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {responseQualityTiles(quality).map((tile) => (
          <li key={tile.label} className="rounded-md bg-slate-50 p-4 dark:bg-slate-800">
            <HoverTip tip={tile.tooltip} delay={700} skipDelay={300}>
              <button type="button" className="w-full text-left" aria-describedby={`tip-${tile.label.replace(/\s/g, '-')}`}>
                <span className="block text-sm font-medium text-slate-700 dark:text-slate-300">{tile.label}</span>
                <span className="block text-2xl font-bold" data-testid={`tile-${tile.label}`}>
                  {tile.value}
                </span>
                <span className="mt-1 block text-xs text-slate-700 dark:text-slate-300">{tile.measures}</span>
              </button>
            </HoverTip>
            <span id={`tip-${tile.label.replace(/\s/g, '-')}`} className="sr-only">
              {tile.tooltip}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ProfessionalInformation({ profile }: { profile: AttorneyProfile }) {
  const rows: Array<[string, string]> = [
    ['Name', profile.name],
    ['Username', `@${profile.username}`],
    ['Firm', profile.firm ?? 'Not listed'],
    ['Location', attorneyLocation(profile)],
    ['Bar number', profile.barNumber ?? 'Not listed'],
  ];
  // Figures only the archive can supply, shown only when it does and labelled as reported.
  const reported: Array<[string, string]> = [];
  if (profile.hourlyRate !== null && profile.hourlyRate > 0)
    reported.push(['Hourly rate', `$${formatNumber(profile.hourlyRate)} (as reported)`]);
  if (profile.casesCompleted !== null) reported.push(['Cases completed', `${formatNumber(profile.casesCompleted)} (as reported)`]);
  if (profile.casesWon !== null) reported.push(['Cases won', `${formatNumber(profile.casesWon)} (as reported)`]);
  if (profile.successRate !== null && profile.casesCompleted !== null && profile.casesWon !== null)
    reported.push([
      'Success rate',
      `${profile.successRate}%: cases won out of cases completed (${formatNumber(profile.casesWon)} of ${formatNumber(profile.casesCompleted)}, as reported)`,
    ]);
  rows.push(...reported);
  if (profile.firstAnswerDate) rows.push(['First answer', formatIsoDate(profile.firstAnswerDate)]);
  if (profile.lastAnswerDate) rows.push(['Last answer', formatIsoDate(profile.lastAnswerDate)]);
  return (
    <Section id="professional-information" title="Complete Professional Information">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700 dark:text-slate-300">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {reported.length > 0 && (
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
          Figures marked “as reported” come with the archive&apos;s record of this attorney; OpenCounsel has not checked them.
        </p>
      )}
      {profile.bio && (
        <>
          <h3 className="mt-6 font-semibold">About</h3>
          <p className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-200">{profile.bio}</p>
        </>
      )}
    </Section>
  );
}
