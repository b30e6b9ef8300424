import { Mail, MessageCircle } from "lucide-react";
import { SocialIcon } from "@/components/ui/social-icon";
import { CopyLink } from "@/components/islands/copy-link";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { blogPath } from "@/content/routes";
import type { BlogPost } from "@/content/types";
import { absoluteUrl } from "@/lib/metadata";

const itemClass =
  "inline-flex items-center gap-2 rounded-full border border-line bg-card px-4 py-2 text-sm font-semibold text-link-strong transition hover:border-tint-edge hover:bg-tint";

/** Plain share links (no third-party script): WhatsApp, LinkedIn, X, e-mail, plus a copy-link button. */
export function ShareLinks({ post, locale }: { post: BlogPost; locale: Locale }) {
  const { share } = content(locale).publishing.articleExtras;
  const url = absoluteUrl(localePath(blogPath(post.slug), locale));
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(post.title);
  const links = [
    {
      label: share.whatsapp,
      href: `https://wa.me/?text=${t}%20${u}`,
      icon: <MessageCircle aria-hidden="true" className="size-5" />,
    },
    {
      label: share.linkedin,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: <SocialIcon network="linkedin" />,
    },
    {
      label: share.x,
      href: `https://x.com/intent/post?text=${t}&url=${u}`,
      icon: <SocialIcon network="x" />,
    },
    {
      label: share.email,
      href: `mailto:?subject=${t}&body=${u}`,
      icon: <Mail aria-hidden="true" className="size-5" />,
    },
  ];
  return (
    <section aria-labelledby="share-heading" className="mt-12 border-t border-line pt-8">
      <h2 id="share-heading" className="text-lg font-bold text-ink">
        {share.title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {links.map(({ label, href, icon }) => (
          <li key={label}>
            <a
              href={href}
              className={itemClass}
              rel="noopener noreferrer"
              target={href.startsWith("mailto:") ? undefined : "_blank"}
            >
              {icon}
              {label}
            </a>
          </li>
        ))}
        <li className="empty:hidden">
          <CopyLink url={url} label={share.copy} done={share.copied} className={itemClass} />
        </li>
      </ul>
    </section>
  );
}
