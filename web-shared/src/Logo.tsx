/** Provender's mark: a wheat ear in a green seal with the word mark beneath. */
export function Logo({ size = 250, title = 'Provender' }: { size?: number; title?: string }) {
  const grains = [70, 86, 102, 118]
  return (
    <svg width={size} height={size} viewBox="0 0 250 250" role="img" aria-label={title}>
      <title>{title}</title>
      <circle cx="125" cy="125" r="120" fill="#1d5234" />
      <circle cx="125" cy="125" r="109" fill="none" stroke="#e2b857" strokeWidth="2" opacity="0.85" />
      <g fill="#e2b857">
        <path d="M125 160 V56" stroke="#e2b857" strokeWidth="4" strokeLinecap="round" />
        <ellipse cx="125" cy="52" rx="6" ry="12" />
        {grains.map((y) => (
          <g key={y}>
            <ellipse cx="114" cy={y} rx="6" ry="13" transform={`rotate(-35 114 ${y})`} />
            <ellipse cx="136" cy={y} rx="6" ry="13" transform={`rotate(35 136 ${y})`} />
          </g>
        ))}
        <path d="M125 150 C 104 146, 92 132, 88 116 C 104 122, 118 132, 125 150 Z" opacity="0.75" />
        <path d="M125 150 C 146 146, 158 132, 162 116 C 146 122, 132 132, 125 150 Z" opacity="0.75" />
      </g>
      <text
        x="125"
        y="189"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="25"
        letterSpacing="2"
      >
        PROVENDER
      </text>
      <text
        x="125"
        y="208"
        textAnchor="middle"
        fill="#e2b857"
        fontFamily="'Helvetica Neue', Arial, sans-serif"
        fontSize="9"
        letterSpacing="2.5"
      >
        WHOLESALE FOODS
      </text>
    </svg>
  )
}
