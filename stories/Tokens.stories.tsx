import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { sprinkles, vars } from '../design-system/src';

/** The theme contract, drawn from `vars` itself so the page can never fall out of date. */
function TokenTable({ group }: { group: 'color' | 'space' | 'fontSize' | 'radius' | 'shadow' }) {
  const tokens = Object.entries(vars[group]);
  return (
    <ul
      className={sprinkles({
        display: 'grid',
        gridTemplateColumns: { mobile: '2', tablet: '4' },
        gap: 'md',
        padding: 'none',
        margin: 'none',
      })}
      style={{ listStyle: 'none' }}
    >
      {tokens.map(([name, value]) => (
        <li key={name} className={sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' })}>
          <span
            aria-hidden="true"
            style={{
              display: 'inline-block',
              flexShrink: 0,
              width: vars.size.iconLarge,
              height: vars.size.iconLarge,
              border: `${vars.border.thin} solid ${vars.color.border}`,
              borderRadius: group === 'radius' ? value : vars.radius.sm,
              background: group === 'color' ? value : vars.color.surfaceMuted,
              boxShadow: group === 'shadow' ? value : undefined,
            }}
          >
            {group === 'space' ? (
              <span
                style={{
                  display: 'block',
                  width: value,
                  height: '100%',
                  background: vars.color.brand,
                }}
              />
            ) : null}
          </span>
          <code style={{ fontSize: group === 'fontSize' ? value : vars.fontSize.sm }}>{name}</code>
        </li>
      ))}
    </ul>
  );
}

function Tokens() {
  return (
    <div
      className={sprinkles({ padding: 'xl', display: 'flex', flexDirection: 'column', gap: 'xl' })}
    >
      {(['color', 'space', 'fontSize', 'radius', 'shadow'] as const).map((group) => (
        <section key={group} aria-labelledby={`tokens-${group}`}>
          <h2 id={`tokens-${group}`} style={{ fontFamily: vars.font.heading }}>
            <FormattedMessage id={`story.tokens.${group}`} />
          </h2>
          <TokenTable group={group} />
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
} satisfies Meta<typeof Tokens>;

export default meta;

export const AllTokens: StoryObj<typeof meta> = {};
