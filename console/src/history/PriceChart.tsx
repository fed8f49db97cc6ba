import { useTheme } from '@mui/material'
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { PriceChange } from '../dataProvider/index.ts'
import { formatPrice, priceSeries } from './historyFormat.ts'

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })

/** One line's negotiated price over time, as steps (loaded on demand: recharts is large). */
export default function PriceChart({ changes, label }: { changes: PriceChange[]; label: string }) {
  const theme = useTheme()
  const data = priceSeries(changes, new Date())
  return (
    <figure style={{ margin: 0 }} aria-label={`Price of ${label} over time`}>
      <ResponsiveContainer width="100%" height={240}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(t: number) => day.format(new Date(t))}
          />
          <YAxis tickFormatter={(v: number) => v.toFixed(2)} width={56} domain={['auto', 'auto']} />
          <Tooltip
            labelFormatter={(t) => new Date(Number(t)).toLocaleString('en-US')}
            formatter={(value) => [
              typeof value === 'number' ? formatPrice(value) : 'not on the list',
              'Price',
            ]}
          />
          <Line
            type="stepAfter"
            dataKey="price"
            stroke={theme.palette.primary.main}
            strokeWidth={2}
            dot
            connectNulls={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  )
}
