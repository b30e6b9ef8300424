/** The fixture site's root: FIXTURE_SITE, else <root>/.fixture/site. */
export function fixtureSite(root?: string): string;
/** The fixture build's out/, failing with the commands to run when it has not been built. */
export function fixtureOut(root?: string): string;
export function prepareFixture(root: string, site?: string): Promise<{ site: string; photos: number }>;
export function buildFixture(root: string, site?: string): string;
