import type { Plugin } from 'vite';

/**
 * A few imports inside antd reach far more than they use, and the bundler places a chunk by what its modules
 * reach, not by what survives tree-shaking: Button's and Tag's colour tokens import `isBright` from the colour
 * picker's presets panel, and antd's colour helpers (which Tooltip uses) import the colour picker's index for
 * its colour class alone, so the colour picker and Collapse loaded with the first button. These imports are
 * pointed at the one module each needs (same code, nothing else changes); the build fails if antd moves them,
 * as the shims import by path.
 */
const SHIMS: { importer: RegExp; source: string; code: string }[] = [
  {
    importer: /[\\/]antd[\\/]es[\\/]color-picker[\\/](color|util)\.js$/,
    source: '@rc-component/color-picker',
    code: `export { Color } from '@rc-component/color-picker/es/color';`,
  },
  {
    // antd/es/color-picker/components/ColorPresets.js's isBright, without the panel it sits beside
    importer: /[\\/]antd[\\/]es[\\/](button|tag)[\\/]style[\\/](token|index)\.js$/,
    source: '../../color-picker/components/ColorPresets',
    code: [
      `import { Color as RcColor } from '@rc-component/color-picker/es/color';`,
      `export const isBright = (value, bgColorToken) => {`,
      `  const { r, g, b, a } = value.toRgb();`,
      `  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();`,
      `  if (a <= 0.5) return hsv.v > 0.5;`,
      `  return r * 0.299 + g * 0.587 + b * 0.114 > 192;`,
      `};`,
    ].join('\n'),
  },
];

const PREFIX = '\0antd-import:';

export function antdNarrowImports(): Plugin {
  return {
    name: 'fieldline:antd-narrow-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const index = SHIMS.findIndex((shim) => shim.source === source && shim.importer.test(importer));
      return index === -1 ? null : `${PREFIX}${index}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return SHIMS[Number(id.slice(PREFIX.length))]!.code;
    },
  };
}
