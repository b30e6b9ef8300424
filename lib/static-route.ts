import type { Metadata } from "next";
import type { ReactNode } from "react";

/** The props Next hands the page of a dynamic segment, and its generateMetadata. */
export type RouteProps<P> = { params: Promise<P> };

/**
 * What the route file of a dynamic segment exports, from how its values are listed, found and shown:
 * every value is known at build time (static params), and `find` calls notFound() for any other. The route
 * file still writes `export const dynamicParams = false` itself: Next reads segment options from the file.
 */
export function staticRoute<P, T>(route: {
  params: () => P[];
  find: (params: P) => T;
  metadata: (item: T) => Metadata;
  render: (item: T) => ReactNode;
}) {
  const resolve = async ({ params }: RouteProps<P>) => route.find(await params);
  return {
    generateStaticParams: route.params,
    generateMetadata: async (props: RouteProps<P>) => route.metadata(await resolve(props)),
    Page: async (props: RouteProps<P>) => route.render(await resolve(props)),
  };
}
