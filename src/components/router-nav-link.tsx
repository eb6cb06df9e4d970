import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AnchorNavLinkProps = NavLinkProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof NavLinkProps> & { ref?: Ref<HTMLAnchorElement> };

function AnchorNavLink(props: AnchorNavLinkProps) {
  return <NavLink component="a" {...props} />;
}

/** Mantine's NavLink as a typed router link: `to`, `params` and `search` are checked against the routes. */
export const RouterNavLink = createLink(AnchorNavLink);
