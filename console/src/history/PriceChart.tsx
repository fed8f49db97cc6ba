import { useTheme } from '@mui/material'
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { PriceChange } from '../dataProvider/index.ts'
import { formatDay, formatPrice, formatWhen, priceSeries } from './historyFormat.ts'

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
            tickFormatter={formatDay}
          />
          <YAxis tickFormatter={(v: number) => formatPrice(v)} width={72} domain={['auto', 'auto']} />
          <Tooltip
            labelFormatter={(t) => formatWhen(new Date(Number(t)).toISOString())}
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
