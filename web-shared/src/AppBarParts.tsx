import HomeIcon from '@mui/icons-material/Home'
import { IconButton, type IconButtonProps, Typography } from '@mui/material'
import { Link } from 'react-router-dom'

/** Spec 2.3: the home button of both apps' bars; it takes the button's other props. */
export function HomeButton(props: Omit<IconButtonProps<typeof Link>, 'component' | 'to'>) {
  return (
    <IconButton component={Link} to="/" color="inherit" aria-label="Home" {...props}>
      <HomeIcon />
    </IconButton>
  )
}

export interface TitleLettering {
  fontFamily?: string
  fontWeight?: number
  letterSpacing: number
}

/** Spec 2.3: the product name, centred on the whole bar rather than between its buttons. */
export function ProductNameTitle({ lettering }: { lettering: TitleLettering }) {
  return (
    <Typography
      variant="h6"
      component="div"
      sx={{
        position: 'absolute',
        left: '50%',
        transform: 'translateX(-50%)',
        pointerEvents: 'none',
        ...lettering,
      }}
    >
      Provender
    </Typography>
  )
}
