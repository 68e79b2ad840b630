from pnpkit.cli.app import main

main()
