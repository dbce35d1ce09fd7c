import { ROUTE_CATALOG, samplesFromUrls, type CatalogRoute, type ParamSamples } from '#scripts/bench/route-catalog.ts';

/** Example parameter values from a running server's own sitemap (its index and every file it lists). */
export async function serverSamples(baseUrl: string, perSource = 20): Promise<ParamSamples> {
  const urls: string[] = [];
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    urls.push(loc!);
    const file = await (await fetch(`${baseUrl}${new URL(loc!).pathname}`)).text();
    for (const [, page] of file.matchAll(/<loc>([^<]+)<\/loc>/g)) urls.push(page!);
  }
  return samplesFromUrls(urls, perSource);
}

/** The route's path with each parameter replaced by its first example (or `1` when there is none). */
export function examplePath(route: CatalogRoute, samples: ParamSamples): string {
  return route.pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(samples[route.params![name]!][0] ?? '1'));
}

/** One concrete path for each GET route of the catalog (with its first example query, if any). */
export function catalogGetPaths(samples: ParamSamples): { route: string; path: string }[] {
  return ROUTE_CATALOG.filter((route) => route.method === 'GET').map((route) => {
    const query = Object.entries(route.query ?? {})
      .slice(0, 1)
      .map(([name, values]) => `?${name}=${encodeURIComponent(values[0]!)}`)
      .join('');
    return { route: route.pattern, path: examplePath(route, samples) + query };
  });
}
