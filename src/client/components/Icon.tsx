// Icons are decoration: the control around them carries the label. Shapes: lib/icons/; line style:
// styles/base.css.
import { memo } from 'react';
import type { IconShape } from '@/client/lib/icons/firstLoadShapes';

interface IconProps {
  icon: IconShape;
  size?: number;
  filled?: boolean;
  className?: string;
}

/** Memoised: a search re-renders six cards' hearts and the search button, whose icons do not change. */
export const Icon = memo(function Icon({ icon, size = 22, filled = false, className }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      className={className}
      aria-hidden="true"
    >
      {icon.map((shape, index) =>
        typeof shape === 'string' ? (
          <path key={index} d={shape} />
        ) : (
          <circle key={index} cx={shape[0]} cy={shape[1]} r={shape[2]} />
        ),
      )}
    </svg>
  );
});
