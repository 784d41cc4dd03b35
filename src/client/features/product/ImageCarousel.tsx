import { ChevronLeft, ChevronRight } from '@/client/lib/icons/lazyScreenShapes';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/client/components/Icon';
import { Picture } from '@/client/components/Picture';
import { PRODUCT_PICTURE_SIZES } from '@/productPictureSizes';
import { clampIndex } from './carouselIndex';
import * as i18n from '@/client/i18n/i18n';

interface ImageCarouselProps {
  images: string[];
  title: string;
}

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** The product's pictures with previous/next arrows (disabled at the ends) and ← → keys. */
export function ImageCarousel({ images, title }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const previousArrow = useRef<HTMLButtonElement>(null);
  const nextArrow = useRef<HTMLButtonElement>(null);
  const go = (step: number) => {
    const target = clampIndex(index + step, count);
    setIndex(target);
    // The arrow that reaches an end becomes disabled and would drop keyboard focus to the page:
    // hand the focus to the other arrow, the only way left to go.
    if (step < 0 && target === 0) nextArrow.current?.focus();
    if (step > 0 && target === count - 1) previousArrow.current?.focus();
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      if (event.key === 'ArrowLeft') setIndex((current) => clampIndex(current - 1, count));
      if (event.key === 'ArrowRight') setIndex((current) => clampIndex(current + 1, count));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count]);

  const current = images[clampIndex(index, count)];
  return (
    <div
      className="carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={i18n._({ id: 'product.carousel.label', message: 'Pictures of {title}', values: { title } })}
    >
      <div className="carousel__frame">
        {current && (
          <Picture
            src={current}
            sizes={PRODUCT_PICTURE_SIZES}
            alt={i18n._({
              id: 'product.carousel.pictureAlt',
              message: '{title}, picture {position, number} of {count, number}',
              values: { title, position: index + 1, count },
            })}
            width={800}
            height={800}
            lang="de"
          />
        )}
      </div>
      <div className="carousel__controls">
        <button
          ref={previousArrow}
          type="button"
          className="icon-button"
          aria-label={i18n._({ id: 'product.carousel.previous', message: 'Previous picture' })}
          disabled={index === 0}
          onClick={() => go(-1)}
        >
          <Icon icon={ChevronLeft} />
        </button>
        <p className="carousel__position" aria-live="polite">
          {i18n._({
            id: 'product.carousel.position',
            message: 'Picture {position, number} of {count, number}',
            values: { position: index + 1, count },
          })}
        </p>
        <button
          ref={nextArrow}
          type="button"
          className="icon-button"
          aria-label={i18n._({ id: 'product.carousel.next', message: 'Next picture' })}
          disabled={index >= count - 1}
          onClick={() => go(1)}
        >
          <Icon icon={ChevronRight} />
        </button>
      </div>
    </div>
  );
}
