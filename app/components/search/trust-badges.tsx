const BADGES = ['Answers written by attorneys', 'Free and anonymous', 'No sign-up needed'];

/** The spec's trust badges under the search form. */
export function TrustBadges() {
  return (
    <ul aria-label="Why OpenCounsel" className="mt-3 flex flex-wrap gap-2 text-xs font-medium">
      {BADGES.map((badge) => (
        <li
          key={badge}
          className="rounded-full bg-emerald-50 px-3 py-1 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
        >
          ✓ {badge}
        </li>
      ))}
    </ul>
  );
}
