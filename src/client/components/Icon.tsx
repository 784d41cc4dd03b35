// Every icon comes from lucide-react, imported by name so the bundle keeps only the ones we use.
// Icons are decoration: the control around them carries the label.
import type { LucideIcon } from 'lucide-react';

interface IconProps {
  icon: LucideIcon;
  size?: number;
  filled?: boolean;
  className?: string;
}

export function Icon({ icon: Glyph, size = 22, filled = false, className }: IconProps) {
  return (
    <Glyph
      aria-hidden="true"
      focusable="false"
      size={size}
      strokeWidth={2}
      fill={filled ? 'currentColor' : 'none'}
      className={className}
    />
  );
}
