// The custom segue's interface, declared in its header.
@interface FadeInSegue : UIStoryboardSegue
@end

// duet:listing
