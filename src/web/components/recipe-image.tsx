import { useState, type ImgHTMLAttributes } from 'react';

/** The local picture shown when a recipe image fails to load. */
export const FALLBACK_RECIPE_IMAGE = '/images/recipe-fallback.svg';

/** A recipe picture that falls back to a bundled illustration when its URL fails. */
export function RecipeImage({
  src,
  alt,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      src={failed || !src ? FALLBACK_RECIPE_IMAGE : src}
      alt={alt}
      loading={rest.loading ?? 'lazy'}
      onError={() => setFailed(true)}
    />
  );
}
