"use client";

import { RouteError, type RouteErrorProps } from "@/components/layout/route-error";
import { ui } from "@/content/ui";

export default function ErrorPage(props: RouteErrorProps) {
  return <RouteError {...props} labels={ui.error} homeHref="/" />;
}
