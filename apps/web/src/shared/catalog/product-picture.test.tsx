import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPicture } from './product-picture';

const photo = {
  image_original_url: '/media/uploads/products/p1-full.jpg',
  image_thumb_url: '/media/uploads/products/p1-thumb.jpg',
  image_card_url: '/media/uploads/products/p1-card.jpg',
  image_thumb_webp_url: '/media/uploads/products/p1-thumb.webp',
  image_card_webp_url: '/media/uploads/products/p1-card.webp',
  image_full_webp_url: '/media/uploads/products/p1-full.webp',
};

describe('ProductPicture', () => {
  it('offers the WebP copy first and the JPEG one to browsers without WebP', () => {
    const { container } = render(
      <ProductPicture picture={photo} size="card" alt="Doodh" name="Doodh" ratio="1 / 1" />,
    );
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', '/media/uploads/products/p1-card.webp');
    const img = screen.getByRole('img', { name: 'Doodh' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', '/media/uploads/products/p1-card.jpg');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '480');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('gives the product page card and full copies by width, loaded at once', () => {
    const { container } = render(
      <ProductPicture
        picture={photo}
        size="full"
        sizes="(min-width: 900px) 560px, 100vw"
        alt="Doodh"
        name="Doodh"
        ratio="4 / 3"
        eager
      />,
    );
    const source = container.querySelector('source');
    expect(source).toHaveAttribute('sizes', '(min-width: 900px) 560px, 100vw');
    expect(source?.getAttribute('srcset')).toContain('p1-full.webp 1200w');
    const img = screen.getByRole('img', { name: 'Doodh' });
    expect(img).toHaveAttribute('srcset', expect.stringContaining('p1-card.jpg 480w'));
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('keeps seed art a plain img, without copies', () => {
    const { container } = render(
      <ProductPicture
        picture={{ image_original_url: '/media/art/product/doodh.svg' }}
        size="card"
        alt="Doodh"
        name="Doodh"
        ratio="1 / 1"
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Doodh' });
    expect(img).toHaveAttribute('src', '/media/art/product/doodh.svg');
    expect(img).not.toHaveAttribute('srcset');
  });

  it("shows the name's initial when the product has no picture", () => {
    render(
      <ProductPicture picture={undefined} size="thumb" alt="Doodh" name="doodh" ratio="1 / 1" />,
    );
    expect(screen.getByRole('img', { name: 'Doodh' })).toHaveTextContent('D');
  });
});
