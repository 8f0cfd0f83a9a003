import { Icon, ICON_SIZES, type IconProps } from './icon.tsx';
import { ICON_NAMES } from './icons.tsx';
import { exampleSet, type KitExample } from './kit-examples.tsx';

/** An icon with a text beside it. */
interface CaptionedIcon extends IconProps {
  caption: string;
}

const examples: KitExample<CaptionedIcon[]>[] = [
  {
    name: 'Icon set (24 px, decorative, named beside)',
    props: ICON_NAMES.map((name) => ({ name, size: 24, caption: name })),
  },
  {
    name: 'Icon sizes',
    props: ICON_SIZES.map((size) => ({ name: 'info', size, caption: `${size} px` })),
  },
  {
    name: 'Icon with an accessible name',
    props: [
      {
        name: 'warning',
        label: 'Warning',
        caption: 'This icon is an image named “Warning”; all others are decorative.',
      },
    ],
  },
];

/** `Icon`'s examples: the whole set, the sizes, and an icon that names itself. */
export const iconExamples = exampleSet(
  'icons',
  'Icon',
  (icons) => (
    <div className="kit-row">
      {icons.map(({ caption, ...icon }) => (
        <span key={caption}>
          <Icon {...icon} /> {caption}
        </span>
      ))}
    </div>
  ),
  examples,
);
