// Arabic copy of the Meet Our Team page (/ar/teams). The member cards are in content/ar/team.ts.
import type * as en from "@/content/pages/teams";
import type { Copy } from "@/content/i18n";
import type { Headline } from "@/content/types";

export const hero = {
  eyebrow: "فريق العمل",
  title: "تعرّف إلى فريقنا",
  lead: "المختصون الذين يخططون لمشاريعك وينفذونها ويكتبون محتواها ويديرونها.",
} satisfies Copy<typeof en.hero>;

export const teamHeadline: Headline = {
  eyebrow: "من ستعمل معهم",
  title: "فريق واحد يرافقك من المكالمة الأولى حتى الإطلاق وما بعده",
  lead: "يتولى كل مشروع فريق يضم التخصصات الأربعة نفسها، فتسير الاستراتيجية والتنفيذ والمحتوى والترويج بخطى متناسقة.",
};
