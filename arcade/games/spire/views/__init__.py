"""The classic screen's views and page layouts; the climb's screen draws its fights and character page with them."""
